import { LoadingScreen } from '../components/loading-screen';
import { AppShell } from './app-shell';

/**
 * What the app's HTML shows before its script has arrived: the frame every page is drawn in,
 * waiting. A phone on a slow network paints the header at once instead of a blank screen for
 * the seconds the script takes; React's first render replaces it with the same frame, so
 * nothing moves. The build writes its markup into index.html (static-frame.html, kept equal to
 * this component by static-frame.test.tsx).
 */
export function StaticFrame() {
  return (
    <AppShell>
      <LoadingScreen />
    </AppShell>
  );
}
