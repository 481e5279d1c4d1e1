import { messages } from './password-rules';

export function GoogleManagedNote() {
  return <p className="notice">{messages.googleManaged}</p>;
}
