// The router's binding (router-navigation.tsx) is imported by the app alone, never from here:
// the landing page does without react-router.
export { NavigationContext, PageLink, documentNavigation, useNavigation } from './navigation';
export type { Navigation, PageAddress, PageLinkProps } from './navigation';
