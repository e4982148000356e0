import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { BackToFormState, CodeScreenState } from '../lib/code-screen';

/** The way back from the code screen to the form that sent the code, with the address in it to correct. */
export const ChangeAddressLink = ({ state }: { state: CodeScreenState }) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const back: BackToFormState = { identifier: state.identifier.value, mode: 'code' };
  return (
    <Link to={`${state.from}${search}`} state={back}>
      {state.identifier.type === 'email' ? t('action.change_email') : t('action.change_phone')}
    </Link>
  );
};
