import { blogsEn } from '../../../domain/i18n/areas/blogs.en.ts';
import { registerStrings } from '../../lib/i18n.ts';

// Imported for its effect by every blogs screen: the area's words arrive with its chunk.
registerStrings(blogsEn);

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2022-02-11' → '11 February 2022'. */
export const formatBlogDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
