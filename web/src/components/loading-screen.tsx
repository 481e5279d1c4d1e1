export function LoadingScreen() {
  return (
    <p className="loading" role="status">
      Loading...
    </p>
  );
}
