import type { SocialConnector } from '@gatehouse/connector-kit/connector';
import apple from './social/apple';
import discord from './social/discord';
import facebook from './social/facebook';
import github from './social/github';
import gitlab from './social/gitlab';
import google from './social/google';
import linkedin from './social/linkedin';
import microsoft from './social/microsoft';
import oauth2 from './social/oauth2';
import oidc from './social/oidc';

/**
 * The built-in social connectors, each at its provider's real endpoints (tests build their own
 * through each file's factory). A connector is typed by its own config, which the server parses
 * with its `configGuard` before any call.
 */
export const socialConnectors: readonly SocialConnector[] = [
  google,
  microsoft,
  apple,
  github,
  gitlab,
  linkedin,
  facebook,
  discord,
  oidc,
  oauth2,
];
