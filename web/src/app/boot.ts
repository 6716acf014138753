// Imported first by the entry (main.tsx), so this runs before the modules imported after it are
// evaluated, React's DOM renderer among them: the opening page's first requests leave as early as
// the entry allows.
import { installUploadProgress } from '../api/uploadProgress';
import { startInitialRequests } from './initialRoute';

// Record writes with large files report their upload progress (the SDK's fetch has none). The
// wrapper goes on the global fetch before the first request, so every request of the app meets it.
installUploadProgress();
startInitialRequests();
