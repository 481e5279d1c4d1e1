/** What a view says while its data is on its way; a screen reader announces it politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}
