/** A failure main reported, in its own plain words, announced to screen readers; nothing when there is none. */
export function ErrorNotice({ error }: { error: { message: string } | null | undefined | false }) {
  if (!error) return null;
  return (
    <p role="alert" className="notice notice--error">
      {error.message}
    </p>
  );
}
