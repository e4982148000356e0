import type { ApplicationType } from '@gatehouse/schemas/applications';
import { typeIcons } from '../types';

/** An application type's icon (decorative: the type's name is always written beside it). */
export const TypeIcon = ({ type, size = 18 }: { type: ApplicationType; size?: number }) => {
  const Icon = typeIcons[type];
  return <Icon size={size} />;
};
