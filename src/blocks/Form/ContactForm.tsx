import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { authConfig } from "../../auth/config.ts";
import { SmartLink } from "../../components/SmartLink/SmartLink.tsx";
import { base as buttonBase, sizes as buttonSizes, variants as buttonVariants } from "../../components/Button/styles.ts";
import { useHydrated } from "../../hooks/useHydrated.ts";
import { useLocale, useOptionalSite, useWords } from "../../hooks/SiteContext.tsx";
import { formattingLocale } from "../../content/site-locales.ts";
import { addressParameter } from "../../lib/hash-route.ts";
import { honeypotName } from "./delivery.ts";
import { failureText } from "./failure-text.ts";
import { FieldControl } from "./FieldControl.tsx";
import type { FormBlock } from "./schema.ts";
import * as styles from "./styles.ts";
import { useMessageSending } from "./useMessageSending.ts";

export function ContactForm({ block, labelledBy }: { block: FormBlock; labelledBy?: string | undefined }) {
  // Sends only when content asks for it and the build has a project; otherwise the
  // specification's form: a local confirmation, nothing sent, nothing stored.
  const target = block.send === "supabase" ? authConfig() : null;
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const email = useOptionalSite()?.contact.email;
  const words = useWords();
  const { locale } = useLocale();
  const { state, onInput, onSubmit } = useMessageSending(block, target, formRef, words, formattingLocale(locale));
  const sending = state.phase === "sending";
  // Until the page's code has adopted the prerendered form, Send (and Enter, which
  // presses it) would submit the bare <form> as a GET, putting the answers in the URL
  // and losing the message; a disabled default button blocks both.
  const hydrated = useHydrated();
  const problems = state.phase === "delivered" ? {} : state.problems;
  // The address is read once the form is the page's own, not while it renders: a subscription
  // to the location during hydration is one more thing a document's first render could differ in.
  const [location, setLocation] = useState("");
  useEffect(() => {
    const read = () => setLocation(window.location.hash.slice(1));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  // An address that names an entry (`#/contact?role=process-engineer`, an Apply button's)
  // chooses it, and the interest that goes with it, once the form is the page's own.
  useEffect(() => {
    const form = formRef.current;
    if (!hydrated || !form) return;
    for (const field of block.fields) {
      const chosen = field.collection ? addressParameter(field.name, location, window.location.search) : undefined;
      if (!chosen || !field.options?.some((option) => option.value === chosen)) continue;
      const control = form.elements.namedItem(field.name);
      if (control instanceof HTMLSelectElement) control.value = chosen;
      const interest = form.elements.namedItem("interest");
      if (field.interest && interest instanceof HTMLSelectElement && [...interest.options].some((option) => option.value === field.interest)) interest.value = field.interest;
    }
  }, [hydrated, location, block]);

  // The form the visitor was in disappears; focus follows so keyboard and
  // screen-reader users land on the confirmation instead of the page top.
  useEffect(() => {
    if (state.phase === "delivered") confirmationRef.current?.focus();
  }, [state.phase]);

  if (state.phase === "delivered") {
    return (
      <div ref={confirmationRef} role="status" tabIndex={-1} css={styles.confirmation}>
        <CircleCheck size={28} aria-hidden="true" />
        <p>{block.confirmation}</p>
      </div>
    );
  }

  const failure = state.phase === "failed" ? failureText(state.failure, words) : undefined;
  return (
    <form ref={formRef} onSubmit={onSubmit} onInput={onInput} aria-labelledby={labelledBy} aria-busy={sending || undefined}>
      <div css={styles.fields}>
        {block.fields.map((field) => (
          <FieldControl key={field.name} field={field} id={`${idPrefix}-${field.name}`} problem={problems[field.name]} />
        ))}
      </div>
      {target && (
        <div css={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${idPrefix}-${honeypotName}`}>{words.formHoneypot}</label>
          <input id={`${idPrefix}-${honeypotName}`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      )}
      <div css={styles.actions}>
        {target && (
          <div role="alert" css={styles.alert}>
            {failure && (
              <p>
                <strong>{failure.happened}</strong> {failure.todo}
                {email && (
                  <>
                    {" "}
                    {words.formWriteToUs}{" "}
                    <a href={`mailto:${email}`} dir="ltr">
                      {email}
                    </a>
                    .
                  </>
                )}
              </p>
            )}
          </div>
        )}
        <button type="submit" disabled={sending || !hydrated} css={[buttonBase, buttonSizes.lg, buttonVariants.primary, styles.submit]}>
          {sending ? words.formSending : block.submitLabel}
          <Send size={18} aria-hidden="true" />
        </button>
        {target && block.privacyNote && (
          <p css={styles.privacyNote}>
            {block.privacyNote}
            {block.privacyLink && (
              <>
                {" "}
                <SmartLink href={block.privacyLink.href}>{block.privacyLink.label}</SmartLink>
              </>
            )}
          </p>
        )}
      </div>
    </form>
  );
}
