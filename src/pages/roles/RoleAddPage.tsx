import { RoleAdd } from './pages';

export default RoleAdd;
