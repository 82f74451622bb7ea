import { useId } from 'react';

/** A labelled multi-line field (the design system has no textarea yet). */
export function MessageField(props: {
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        rows={4}
        maxLength={1000}
        value={props.value}
        aria-invalid={props.errors.length > 0 || undefined}
        aria-describedby={props.errors.length > 0 ? `${id}-errors` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        style={{ font: 'inherit', padding: 8, borderRadius: 6, resize: 'vertical' }}
      />
      {props.errors.length > 0 ? (
        <ul id={`${id}-errors`} style={{ color: 'crimson', margin: 0, paddingLeft: 16 }}>
          {props.errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
