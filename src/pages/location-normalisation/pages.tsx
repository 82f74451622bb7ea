import { KitListPage } from '../../kit/KitListPage';
import { LocationPage } from './LocationPage';
import { namesArea, namesList } from './names-list';

/** /admin/locationNormalisation: the supplier names, unmapped first, with suggestions. */
export const LocationNamesPage = () => <KitListPage area={namesArea} list={namesList} />;

export const NormalisedLocationPage = LocationPage;
