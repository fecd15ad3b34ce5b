/**
 * The prerender's check that a static block does nothing in the browser: a visitor gets its
 * HTML only (src/islands/island-renderer.tsx), so a click handler or state written into it
 * would work under a renderer that runs its code and silently do nothing for visitors.
 *
 * Server side only. While React renders a static section, its block's element tree is walked
 * once more with a dispatcher of its own: a hook that keeps state or runs an effect is
 * reported, and so is a host element given an `on…` function. Context is read from React's
 * own render (the walk runs inside a component's render), so the block sees the page's site,
 * words and route as it does when drawn.
 *
 * SmartLink and MediaImage are the two components whose behaviour a static section gives its
 * HTML without their code (a link follows and prefetches through the section's listeners,
 * lib/follow-link.ts; a picture loads and falls back through static-media.ts): their own
 * handlers and state are not the block's, and only what the block hands them is walked.
 */
import * as React from "react";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { MediaImage } from "../../components/Media/MediaImage.tsx";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import type { Section } from "../../blocks/schemas.ts";
import type { StaticBlockProblem } from "./static-block-problem.ts";
import { BlockView, framedRenderer } from "./full-renderer.tsx";
import type { SectionRenderer } from "./renderer.ts";

/** What keeps state or runs code after the first paint, by the hook's name. */
const statefulHooks: Record<string, string> = {
  useState: "keeps state",
  useReducer: "keeps state",
  useActionState: "keeps state",
  useOptimistic: "keeps state",
  useTransition: "keeps state",
  useEffect: "runs an effect",
  useLayoutEffect: "runs an effect",
  useInsertionEffect: "runs an effect",
  useImperativeHandle: "runs an effect",
  useEffectEvent: "runs an effect",
};

const delegated = new Set<unknown>([SmartLink, MediaImage]);

/** React's own symbols for the element types a tree holds. */
const types = {
  context: Symbol.for("react.context"),
  consumer: Symbol.for("react.consumer"),
  memo: Symbol.for("react.memo"),
  forwardRef: Symbol.for("react.forward_ref"),
  lazy: Symbol.for("react.lazy"),
  portal: Symbol.for("react.portal"),
};

interface Dispatcher {
  useContext(context: unknown): unknown;
  [hook: string]: unknown;
}
interface Internals {
  H: Dispatcher | null;
}
interface ContextObject {
  $$typeof: symbol;
  _context?: ContextObject;
}
type Thenable = PromiseLike<unknown> & { status?: string; value?: unknown; reason?: unknown };

const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Internals }).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/** Thrown to leave a walk that met code still loading: the prerender's second pass, with it loaded, checks it. */
const notYet = Symbol("not loaded yet");

const isThenable = (value: unknown): value is Thenable => typeof value === "object" && value !== null && typeof (value as Thenable).then === "function";

function elementName(type: unknown): string {
  if (typeof type === "string") return `<${type}>`;
  const named = type as { displayName?: string; name?: string } | null;
  return named?.displayName ?? named?.name ?? "a component";
}

/**
 * What in `tree` (a static block's elements) would act in the browser, each as a phrase
 * ("keeps state (useState in Counter)", "renders an event handler (onClick on <button>)").
 * `outer`: the dispatcher of the render the walk runs in, for context; without one (outside a
 * render) only default context values are seen.
 */
export function staticBehaviourOf(tree: ReactNode, outer: Dispatcher | null = internals.H): string[] {
  const found = new Set<string>();
  const provided = new Map<unknown, unknown[]>();
  let current = "the block";
  const readContext = (context: ContextObject) => {
    const stack = provided.get(context);
    if (stack?.length) return stack[stack.length - 1];
    return outer ? outer.useContext(context) : (context as unknown as { _currentValue: unknown })._currentValue;
  };
  const readThenable = (thenable: Thenable) => {
    if (thenable.status === "fulfilled") return thenable.value;
    if (thenable.status === "rejected") throw thenable.reason;
    throw notYet;
  };
  const dispatcher = new Proxy({} as Dispatcher, {
    get(_, hook: string) {
      if (statefulHooks[hook]) {
        found.add(`${statefulHooks[hook]} (${hook} in ${current})`);
      }
      switch (hook) {
        case "useContext":
          return readContext;
        case "use":
          return (usable: unknown) => (isThenable(usable) ? readThenable(usable) : readContext(usable as ContextObject));
        case "useState":
          return (initial: unknown) => [typeof initial === "function" ? (initial as () => unknown)() : initial, () => undefined];
        case "useReducer":
          return (_reducer: unknown, initial: unknown, init?: (arg: unknown) => unknown) => [init ? init(initial) : initial, () => undefined];
        case "useActionState":
          return (_action: unknown, initial: unknown) => [initial, () => undefined, false];
        case "useOptimistic":
          return (value: unknown) => [value, () => undefined];
        case "useTransition":
          return () => [false, () => undefined];
        case "useMemo":
          return (make: () => unknown) => make();
        case "useCallback":
          return (callback: unknown) => callback;
        case "useRef":
          return (value: unknown) => ({ current: value });
        case "useId":
          return () => "«static-check»";
        case "useSyncExternalStore":
          return (_subscribe: unknown, snapshot: () => unknown, serverSnapshot?: () => unknown) => (serverSnapshot ?? snapshot)();
        case "useDeferredValue":
          return (value: unknown) => value;
        case "useEffectEvent":
          return (callback: unknown) => callback;
        default:
          return () => undefined;
      }
    },
  });

  const walkProps = (props: Record<string, unknown>) => {
    for (const value of Object.values(props)) if (isValidElement(value) || Array.isArray(value)) walk(value as ReactNode);
  };
  const renderComponent = (render: () => ReactNode, name: string) => {
    const before = current;
    current = name;
    const saved = internals.H;
    internals.H = dispatcher;
    let output: ReactNode;
    try {
      output = render();
    } finally {
      internals.H = saved;
      current = before;
    }
    walk(output);
  };
  const walkElement = (element: ReactElement<Record<string, unknown>>) => {
    const { type } = element;
    const props = element.props;
    // Emotion's jsx wraps an element given `css` in a component of its own, which styles it: the element it draws is the one to look at.
    const emotionType = props.__EMOTION_TYPE_PLEASE_DO_NOT_USE__;
    if (emotionType !== undefined) {
      const { __EMOTION_TYPE_PLEASE_DO_NOT_USE__: _, css: __, ...rest } = props;
      walkElement({ ...element, type: emotionType, props: rest } as ReactElement<Record<string, unknown>>);
      return;
    }
    if (typeof type === "string") {
      for (const [name, value] of Object.entries(props)) if (/^on[A-Z]/.test(name) && typeof value === "function") found.add(`renders an event handler (${name} on <${type}>)`);
      walk(props.children as ReactNode);
      return;
    }
    if (delegated.has(type)) {
      walkProps(props);
      return;
    }
    if (typeof type === "function") {
      const component = type as { prototype?: { isReactComponent?: unknown } } & ((props: unknown) => ReactNode);
      if (component.prototype?.isReactComponent) {
        found.add(`keeps state (the class component ${elementName(type)})`);
        return;
      }
      renderComponent(() => component(props), elementName(type));
      return;
    }
    if (typeof type === "symbol") {
      walk(props.children as ReactNode);
      return;
    }
    const object = type as unknown as { $$typeof: symbol; type?: unknown; render?: (props: unknown, ref: unknown) => ReactNode; _init?: (payload: unknown) => unknown; _payload?: unknown; _context?: ContextObject };
    switch (object.$$typeof) {
      case types.context: {
        const stack = provided.get(object) ?? [];
        provided.set(object, stack);
        stack.push(props.value);
        try {
          walk(props.children as ReactNode);
        } finally {
          stack.pop();
        }
        return;
      }
      case types.consumer:
        walk((props.children as (value: unknown) => ReactNode)(readContext(object._context!)));
        return;
      case types.memo:
        walkElement({ ...element, type: object.type } as ReactElement<Record<string, unknown>>);
        return;
      case types.forwardRef:
        renderComponent(() => object.render!(props, null), elementName(object.render));
        return;
      case types.lazy: {
        let resolved: unknown;
        try {
          resolved = object._init!(object._payload);
        } catch (thrown) {
          if (isThenable(thrown)) throw notYet;
          throw thrown;
        }
        walkElement({ ...element, type: resolved } as ReactElement<Record<string, unknown>>);
        return;
      }
      default:
        return;
    }
  };
  function walk(node: ReactNode): void {
    if (Array.isArray(node)) {
      for (const child of node as ReactNode[]) walk(child);
      return;
    }
    if (isThenable(node)) {
      walk(readThenable(node) as ReactNode);
      return;
    }
    if (isValidElement(node)) walkElement(node as ReactElement<Record<string, unknown>>);
  }

  try {
    walk(tree);
  } catch (thrown) {
    if (thrown !== notYet) throw thrown;
  }
  return [...found];
}

/**
 * The full renderer, each static block checked as it is drawn: what it would do in the
 * browser goes to `report`. The prerender's (entry-server.tsx); its HTML is the full renderer's.
 */
export function checkedRenderer(report: (problem: StaticBlockProblem) => void): SectionRenderer {
  function CheckedBlockView({ section, index, route }: { section: Section; index: number; route: string }) {
    const behaviour = staticBehaviourOf(<BlockView section={section} />);
    if (behaviour.length > 0) report({ type: section.type, route, index, behaviour });
    return <BlockView section={section} />;
  }
  return framedRenderer(CheckedBlockView);
}
