import { blogsEn } from '../../../domain/i18n/areas/blogs.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// Imported for its effect by every blogs screen: the area's words arrive with its chunk.
registerStrings(blogsEn, () => import('../../../domain/i18n/areas/blogs.hi.ts').then((m) => m.blogsHi));

/** '2022-02-11' → '11 February 2022'. */
export { formatLongDate as formatBlogDate } from '../../lib/format.ts';
