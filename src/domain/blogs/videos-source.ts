import * as z from 'zod/mini';
import { VIDEO_ID, type VideoBlog } from './blog-content.ts';

/** Reads data/blogs/videos.json at build time and in the content tests. */
const videosSchema = z.array(
  z.object({
    videoId: z.string().check(z.regex(VIDEO_ID)),
    title: z.string().check(z.trim(), z.minLength(1)),
    description: z.string().check(z.trim(), z.minLength(1)),
    foundAt: z.url({ protocol: /^https$/ }),
  }),
);

export function parseVideos(json: unknown): VideoBlog[] {
  const parsed = videosSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `videos.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

const translationsSchema = z.array(
  z.strictObject({
    videoId: z.string().check(z.regex(VIDEO_ID)),
    title: z.string().check(z.trim(), z.minLength(1)),
    description: z.string().check(z.trim(), z.minLength(1)),
  }),
);

/** data/blogs/videos-hi.json (issue 18): each video's title and description in Hindi. */
export function parseVideoTranslations(json: unknown): Array<{ videoId: string; title: string; description: string }> {
  const parsed = translationsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `videos-hi.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  return parsed.data;
}
