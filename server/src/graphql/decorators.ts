import { createParameterDecorator } from 'type-graphql';
import type { FirmViewer, RequestContext, Viewer, ViewerFirm } from './context';
import { forbidden, unauthenticated } from './errors';

/** The signed-in viewer; fails closed with UNAUTHENTICATED, never undefined. */
export function CurrentViewer() {
  return createParameterDecorator<RequestContext>(({ context }): Viewer => {
    if (!context.viewer) throw unauthenticated();
    return context.viewer;
  });
}

/** The viewer's firm, which every firm-owned query is scoped by; fails closed, never undefined. */
export function CurrentFirm() {
  return createParameterDecorator<RequestContext>(({ context }): ViewerFirm => {
    if (!context.viewer) throw unauthenticated();
    if (!context.viewer.firm) throw forbidden('This is only available to members of a firm.');
    return context.viewer.firm;
  });
}

/** The viewer of a request with their firm; fails closed (also for subscriptions' `subscribe`). */
export function firmViewerOf(context: RequestContext, roles?: readonly string[]): FirmViewer {
  if (!context.viewer) throw unauthenticated();
  if (!context.viewer.firm || (roles && !roles.includes(context.viewer.user.role))) {
    throw forbidden('This is only available to members of a firm.');
  }
  return context.viewer as FirmViewer;
}

/** The signed-in viewer with their firm, for services that check matter access; fails closed. */
export function CurrentFirmViewer() {
  return createParameterDecorator<RequestContext>(({ context }): FirmViewer => firmViewerOf(context));
}
