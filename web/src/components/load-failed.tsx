import { SecondaryButton } from './secondary-button';
interface LoadFailedProps {
  /** What could not be loaded, inside a sentence: "your profile". */
  what: string;
  onRetry: () => void;
}

export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <div className="card load-failed" role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <SecondaryButton onClick={onRetry}>Try again</SecondaryButton>
    </div>
  );
}
