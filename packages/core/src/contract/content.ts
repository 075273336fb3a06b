import * as z from 'zod/mini';
import { emailAddress } from './auth';
import { successEnvelope } from './envelope';
import { otpField, requiredString } from './fields';
import { textField } from './text';

export const blogPostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.string(),
  publishedAt: z.string(),
  readMinutes: z.number(),
  coverAlt: z.string(),
});
export const blogPost = z.extend(blogPostSummary, { body: z.array(z.string()) });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;
export type BlogPost = z.infer<typeof blogPost>;

export const blogListResponse = successEnvelope(z.object({ posts: z.array(blogPostSummary) }));
export const blogPostResponse = successEnvelope(z.object({ post: blogPost }));

export const contactBody = z.object({
  name: requiredString('Name is required', 'Name').check(
    z.trim(),
    z.minLength(2, 'Name must be at least 2 characters'),
    z.maxLength(100, 'Name cannot exceed 100 characters'),
  ),
  email: emailAddress,
  subject: requiredString('Subject is required', 'Subject').check(
    z.trim(),
    z.minLength(3, 'Subject must be at least 3 characters'),
    z.maxLength(150, 'Subject cannot exceed 150 characters'),
  ),
  // A message is the one field with lines of its own.
  message: requiredString('Message is required', 'Message', { multiline: true }).check(
    z.trim(),
    z.minLength(10, 'Message must be at least 10 characters'),
    z.maxLength(5000, 'Message cannot exceed 5000 characters'),
  ),
});
export type ContactBody = z.input<typeof contactBody>;

export const newsletterBody = z.object({ email: emailAddress });
export type NewsletterBody = z.input<typeof newsletterBody>;
/** Double opt-in: the code the confirmation email carries. */
export const newsletterConfirmBody = z.object({ email: emailAddress, otp: otpField });
export type NewsletterConfirmBody = z.input<typeof newsletterConfirmBody>;

/** GET /blog/posts/:id, by id or slug. */
export const blogPostParams = z.object({
  id: textField('Post id is required', 'Post id').check(
    z.minLength(1, 'Post id is required'),
    z.maxLength(200, 'Post id is too long'),
  ),
});

export const mailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  createdAt: z.string(),
});
export const mailboxResponse = successEnvelope(z.object({ messages: z.array(mailboxMessage) }));
export type MailboxMessage = z.infer<typeof mailboxMessage>;
