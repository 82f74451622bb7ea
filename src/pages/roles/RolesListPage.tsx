import { RolesList } from './pages';

export default RolesList;
