import { LoadingLine } from './loading-line';

export function LoadingScreen() {
  return <LoadingLine text="Loading..." />;
}
