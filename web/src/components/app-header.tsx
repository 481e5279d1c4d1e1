import { PageLink } from '../lib/navigation';
import { AppLogo } from './app-logo';

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <PageLink to="/" className="app-header__home">
          <AppLogo size={52} />
        </PageLink>
        <h1 className="app-header__title">Welcome to RBT Nanny Connect</h1>
      </div>
    </header>
  );
}
