import { BrowserRouter } from 'react-router';
import { RouterNavigation } from '../lib/navigation/router-navigation';
import { useSessionStore } from '../lib/session';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { useLiveUpdates } from './use-live-updates';
import { useLoadOnShow } from '../lib/use-load-on-show';

export function App() {
  const resolveSession = useSessionStore((state) => state.resolve);
  useLoadOnShow(resolveSession);
  useLiveUpdates();

  return (
    <BrowserRouter>
      <RouterNavigation>
        <ScrollToTop />
        <AppRoutes />
      </RouterNavigation>
    </BrowserRouter>
  );
}
