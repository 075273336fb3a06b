import { type BlogPostSummary, formatDate } from '@owo/core';
import { Link } from 'react-router';
import { siteTimeZone } from '../content/site';
import { BlogCover } from './blog-cover';

export function BlogMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="blog-meta">
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, { timeZone: siteTimeZone })}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readMinutes} min read</span>
    </p>
  );
}

export function BlogCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className="blog-card" data-featured={featured || undefined}>
      <BlogCover category={post.category} alt={post.coverAlt} large={featured} />
      <div className="blog-card-body">
        <p className="tag">{post.category}</p>
        <Heading className="blog-card-title">
          <Link to={`/blog-detail/${encodeURIComponent(post.id)}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        <BlogMeta post={post} />
      </div>
    </article>
  );
}

/** Placeholder cards while posts load; hidden from assistive tech, which hears the status text instead. */
export function BlogCardSkeletons({ count }: { count: number }) {
  return (
    <div className="blog-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
        <div key={index} className="blog-card skeleton-card">
          <div className="skeleton skeleton-cover" />
          <div className="blog-card-body">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-short" />
          </div>
        </div>
      ))}
    </div>
  );
}
