import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { base as buttonBase, sizes as buttonSizes, variants as buttonVariants } from "../../components/Button/styles.ts";
import { FieldControl } from "./FieldControl.tsx";
import type { FormBlock } from "./schema.ts";
import * as styles from "./styles.ts";

/** The status shape the contact form spec describes; `error` stays false while nothing is sent. */
export interface FormStatus {
  submitted: boolean;
  error: boolean;
  message: string;
}

const notSent: FormStatus = { submitted: false, error: false, message: "" };

export function ContactForm({ block, labelledBy }: { block: FormBlock; labelledBy?: string | undefined }) {
  const [status, setStatus] = useState<FormStatus>(notSent);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();

  // The form the visitor was in disappears; focus follows so keyboard and
  // screen-reader users land on the confirmation instead of the page top.
  useEffect(() => {
    if (status.submitted) confirmationRef.current?.focus();
  }, [status.submitted]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // There is no back end yet: the answers go nowhere, so none are kept either.
    event.currentTarget.reset();
    setStatus({ submitted: true, error: false, message: block.confirmation });
  };

  if (status.submitted) {
    return (
      <div ref={confirmationRef} role="status" tabIndex={-1} css={styles.confirmation}>
        <CircleCheck size={28} aria-hidden="true" />
        <p>{status.message}</p>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-labelledby={labelledBy}>
      <div css={styles.fields}>
        {block.fields.map((field) => (
          <FieldControl key={field.name} field={field} id={`${idPrefix}-${field.name}`} />
        ))}
      </div>
      <button type="submit" css={[buttonBase, buttonSizes.lg, buttonVariants.primary, styles.submit]}>
        {block.submitLabel}
        <Send size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
