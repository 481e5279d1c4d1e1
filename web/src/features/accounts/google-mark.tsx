/** A neutral "G" badge; decorative, the button's text names the action. */
export function GoogleMark() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="#ffffff" stroke="#4a5568" strokeWidth="1.5" />
      <path
        d="M14 9.2h-3.8v2h2.1c-.3 1.1-1.2 1.8-2.3 1.8a3 3 0 1 1 0-6c.7 0 1.4.3 1.9.7l1.4-1.4A5 5 0 1 0 15 10c0-.3 0-.5-.1-.8z"
        fill="#1c2434"
      />
    </svg>
  );
}
