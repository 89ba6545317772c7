import { HONEYPOT_FIELD } from "~/utils/honeypot";

export function HoneypotField() {
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-field`}>Leave this field empty</label>
      <input
        id={`${HONEYPOT_FIELD}-field`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
