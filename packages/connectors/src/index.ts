import type { Connector } from '@gatehouse/connector-kit/connector';
import { messageConnectors } from './message';
import { socialConnectors } from './social';

/** Every built-in connector factory, by id: what `GET /api/connector-factories` lists. */
export const builtInConnectors: readonly Connector[] = [...messageConnectors, ...socialConnectors];
