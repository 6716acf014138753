// Imported first by the entry (main.tsx), so this runs before the modules imported after it are
// evaluated, React's DOM renderer among them: the opening page's first requests leave as early as
// the entry allows.
import { startInitialRequests } from './initialRoute';

startInitialRequests();
