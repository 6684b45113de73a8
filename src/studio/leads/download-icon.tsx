import { Download } from 'lucide-react';

/** Export's icon as a module of its own, so the button can load it after the first screen. */
export default Download;
