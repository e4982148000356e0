import { Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { JwtEditor } from './JwtEditor';
import { JwtOverview } from './JwtOverview';

/** `customize-jwt/*` (spec §2): the index, and `{tokenType}/{action}` (create or edit) for each token type. */
const CustomizeJwt = () => (
  <Routes>
    <Route index element={<JwtOverview />} />
    <Route path=":tokenType/:action" element={<JwtEditor />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default CustomizeJwt;
