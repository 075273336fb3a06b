import { type BlogPost, blogPost } from '@owo/core/contract';
import * as z from 'zod/mini';
import type { Db } from '../../db/database';
import { blogPosts } from './blog-posts';

/** The blog's posts, checked against the contract before they reach the database. */
export function seedPosts(): BlogPost[] {
  return z.array(blogPost).parse(blogPosts);
}

/** Inserts new posts and updates changed ones, so editing the seed file updates the blog on restart. */
export async function seedBlog(db: Db): Promise<void> {
  for (const post of seedPosts()) {
    const row = {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      category: post.category,
      publishedAt: new Date(post.publishedAt),
      readMinutes: post.readMinutes,
      coverAlt: post.coverAlt,
      body: JSON.stringify(post.body),
    };
    await db
      .insertInto('blogPosts')
      .values({ id: post.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
}
