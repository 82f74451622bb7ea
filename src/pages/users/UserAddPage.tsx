import { UserAdd } from './pages';

export default UserAdd;
