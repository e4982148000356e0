import type { CodeIdentifier } from '../lib/flow';

/**
 * The address a code went to, kept whole and left to right inside any sentence: a phone number has
 * no letters to give it a direction, so in Arabic `+1 555 …` would otherwise come out reversed.
 */
export const Address = ({ identifier }: { identifier: CodeIdentifier }) => (
  <bdi className="address" dir="ltr">
    {identifier.value}
  </bdi>
);
