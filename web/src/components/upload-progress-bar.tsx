export function UploadProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="upload-progress">
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent}
        aria-label={`Uploading ${label}`}
      />
      <span className="upload-progress__value" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
