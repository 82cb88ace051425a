/** A tool call's inputs as "name: value" pairs, for the user to see exactly what will run or ran. */
export function inputEntries(input: unknown): [string, string][] {
  if (typeof input !== 'object' || input === null) return input === undefined ? [] : [['input', JSON.stringify(input)]];
  return Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

export function InputList(props: { input: unknown; className: string; label?: string; lead?: [string, string] }) {
  const entries = props.lead ? [props.lead, ...inputEntries(props.input)] : inputEntries(props.input);
  if (entries.length === 0) return null;
  return (
    <dl className={props.className} aria-label={props.label}>
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <code>{v}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
