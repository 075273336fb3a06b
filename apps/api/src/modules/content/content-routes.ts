import {
  blogListResponse,
  blogPostParams,
  blogPostResponse,
  contactBody,
  messageResponse,
} from '@owo/core/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { BlogPostsTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { failure, invalidInput, tooMany } from '../../http/responses';
import { defineRoute } from '../../http/route';

const CACHE = 'public, max-age=300';

function summary(row: Selectable<BlogPostsTable>) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    publishedAt: row.publishedAt.toISOString(),
    readMinutes: row.readMinutes,
    coverAlt: row.coverAlt,
  };
}

export function contentRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/v1/blog/posts',
      tag: 'Content',
      summary: 'Blog post summaries, newest first',
      responses: { 200: { description: 'The posts', schema: blogListResponse } },
    })(async ({ reply }) => {
      const rows = await db.selectFrom('blogPosts').selectAll().orderBy('publishedAt', 'desc').execute();
      reply.header('cache-control', CACHE);
      return { status: true, data: { posts: rows.map(summary) } };
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/blog/posts/:id',
      tag: 'Content',
      summary: 'One blog post by id or slug',
      params: blogPostParams,
      responses: {
        200: { description: 'The post', schema: blogPostResponse },
        404: failure('No such post'),
      },
    })(async ({ params, reply }) => {
      const row = await db
        .selectFrom('blogPosts')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', params.id), eb('slug', '=', params.id)]))
        .executeTakeFirst();
      if (!row) throw notFound('Blog post not found');
      reply.header('cache-control', CACHE);
      return { status: true, data: { post: { ...summary(row), body: row.body } } };
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/contact',
      tag: 'Content',
      summary: 'Send a message to the Owo team',
      body: contactBody,
      responses: {
        201: { description: 'Stored', schema: messageResponse },
        400: invalidInput,
        429: tooMany,
      },
      rateLimit: 'forms',
    })(async ({ body, req, reply }) => {
      await db
        .insertInto('contactMessages')
        .values({ ...body, ip: req.ip, createdAt: clock.now() })
        .execute();
      reply.code(201);
      return {
        status: true,
        message: "Thanks — we've received your message and will reply within one working day.",
      };
    }),
  ];
}
