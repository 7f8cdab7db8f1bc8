import { setRequestScope } from '../db/scope';
import { viewerScope } from './viewer-scope';
import type { AppLoaders, AppServices, RequestContext, Viewer } from './context';

/** Builds every module's DataLoaders for one viewer, so no batch can cross firms (the root collects them). */
export type LoaderFactory = (viewer: Viewer | null) => AppLoaders;

/** A request context for a viewer; `setViewer` rebinds the viewer and its loaders together. */
export function createRequestContext(
  services: AppServices,
  createLoaders: LoaderFactory,
  viewer: Viewer | null,
  request: Pick<RequestContext, 'ip' | 'userAgent' | 'http'>,
): RequestContext {
  const context: RequestContext = {
    ...request,
    viewer,
    services,
    loaders: createLoaders(viewer),
    // `this`, not `context`: Apollo Server runs each operation on a shallow copy of the context.
    setViewer(this: RequestContext, next: Viewer | null) {
      this.viewer = next;
      setRequestScope(viewerScope(next));
      this.loaders = createLoaders(next);
    },
  };
  return context;
}
