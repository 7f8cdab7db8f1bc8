import { createContext, useContext, type ReactNode } from 'react';
import type { ViewerFieldsFragment } from '../gql/graphql';

const ViewerContext = createContext<ViewerFieldsFragment | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: ViewerFieldsFragment; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in user; only inside the signed-in part of the app. */
export function useViewer(): ViewerFieldsFragment {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer is only available inside a signed-in page');
  return viewer;
}

export function initialsOf(viewer: Pick<ViewerFieldsFragment, 'firstName' | 'lastName'>): string {
  return `${viewer.firstName.charAt(0)}${viewer.lastName.charAt(0)}`.toUpperCase();
}
