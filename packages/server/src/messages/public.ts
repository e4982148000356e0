import type { PlatformDeps } from '../platform/deps';
import { createMessageService } from './service';

/**
 * The words of a message Gatehouse sends, for the capabilities that send (connectors): the
 * tenant's email template for the type and language, or Gatehouse's default.
 */
export const createMessageComposer = (deps: PlatformDeps, tenantId: string) =>
  createMessageService(deps, tenantId).compose;
