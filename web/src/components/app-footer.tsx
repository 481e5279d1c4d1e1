export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        RBT Nanny Connect offers caregiving and babysitting. It does not provide ABA therapy or any
        other clinical service.
      </p>
    </footer>
  );
}
