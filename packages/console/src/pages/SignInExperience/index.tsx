import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { SignInExperiencePage } from './SignInExperiencePage';
import { tabs } from './tabs';

/**
 * `sign-in-experience/*` (spec §2): the index leads to branding; each tab is a path, and all four
 * are one form, so changes made on one tab stay while another is open.
 */
const SignInExperience = () => (
  <Routes>
    <Route index element={<Navigate to="branding" replace />} />
    {tabs.map((tab) => (
      <Route key={tab} path={tab} element={<SignInExperiencePage tab={tab} />} />
    ))}
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default SignInExperience;
