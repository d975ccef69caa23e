import { expect, type Browser, type Page } from '@playwright/test';
import { CALLBACK_BACKOFF_SECONDS, CALLBACK_TIMEOUT_SECONDS } from '@vigil/contract';

/**
 * How long the blog may take to show what Vigil told it: a notice whose first attempt failed
 * (a busy machine) is sent again after the first back-off, so the wait covers one retry.
 */
const NOTICE_TIMEOUT_MS = (CALLBACK_BACKOFF_SECONDS.first + CALLBACK_TIMEOUT_SECONDS + 10) * 1000;

/**
 * The demo blog (examples/demo-site) that playwright.config.ts starts beside Vigil, connected
 * with the keys the demo seed wrote, its feeder off: every comment on it is a test's own.
 */
export const DEMO_BLOG_PORT = Number(process.env.VIGIL_E2E_BLOG_PORT ?? 3200);
export const DEMO_BLOG_URL = `http://localhost:${DEMO_BLOG_PORT}`;

/** The blog's own wording (examples/demo-site/src/blog-pages.ts). */
export const BLOG_REMOVED_COMMENT_TEXT = 'This comment was removed by moderation.';
/** The blog's appeal form and what it says after (blog-pages.ts APPEAL_TEXTS, decision 0185). */
export const BLOG_APPEAL = {
  field: 'Why should this comment be published again?',
  submit: 'Send appeal',
  sent: 'Appeal sent. A moderator who did not make the decision will review it.',
  republished: 'Published again after an appeal.',
} as const;

export interface BlogComment {
  /** The blog's id of the comment, also its anchor on the post's page. */
  id: string;
  /** The post's page, where the comment is shown. */
  postUrl: string;
  author: string;
  body: string;
}

/**
 * A visitor of the blog, in a browser context of their own (not signed in to anything):
 * writes a post and comments through the blog's forms, and reads its pages.
 */
export class BlogVisitor {
  private constructor(readonly page: Page) {}

  static async open(browser: Browser): Promise<BlogVisitor> {
    const context = await browser.newContext({ baseURL: DEMO_BLOG_URL });
    return new BlogVisitor(await context.newPage());
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  /** Publishes a post from the front page's form; answers its page's address. */
  async writePost(author: string, title: string, body: string): Promise<string> {
    await this.page.goto('/');
    const form = this.page.getByRole('region', { name: 'Write a post' });
    await form.getByLabel('Name', { exact: true }).fill(author);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Text', { exact: true }).fill(body);
    await form.getByRole('button', { name: 'Publish post' }).click();
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    return new URL(this.page.url()).pathname;
  }

  /** Comments on the post at `postUrl` from its form, as a reader would. */
  async comment(postUrl: string, author: string, body: string): Promise<BlogComment> {
    await this.page.goto(postUrl);
    const form = this.page.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Name', { exact: true }).fill(author);
    await form.getByLabel('Comment', { exact: true }).fill(body);
    await form.getByRole('button', { name: 'Post comment' }).click();
    // The blog answers with the post's page, scrolled to the new comment (#<id>).
    await expect(this.page).toHaveURL(/#[\w-]+$/);
    const id = new URL(this.page.url()).hash.slice(1);
    await expect(this.commentArticle(author)).toContainText(body);
    return { id, postUrl, author, body };
  }

  /** The comment as the blog shows it: an article named after its author. */
  commentArticle(author: string) {
    return this.page.getByRole('article', { name: `Comment by ${author}`, exact: true });
  }

  /** The blog's small print under a comment, e.g. "Vigil: text moderate". */
  async expectModerationLine(comment: BlogComment, status: RegExp): Promise<void> {
    await expect
      .poll(
        async () => {
          await this.page.goto(comment.postUrl);
          return this.commentArticle(comment.author)
            .getByText(/^Vigil:/)
            .textContent();
        },
        { message: `the blog's status line of ${comment.author}`, timeout: NOTICE_TIMEOUT_MS },
      )
      .toMatch(status);
  }

  /** Reloads the post's page until the comment is replaced by the blog's removal note. */
  async expectRemoved(comment: BlogComment): Promise<void> {
    await expect
      .poll(
        async () => {
          await this.page.goto(comment.postUrl);
          return this.commentArticle(comment.author).count();
        },
        { message: `${comment.author}'s comment gone from the blog`, timeout: NOTICE_TIMEOUT_MS },
      )
      .toBe(0);
    await expect(this.page.locator(`[id="${comment.id}"] .removed`)).toHaveText(
      BLOG_REMOVED_COMMENT_TEXT,
    );
    await expect(this.page.getByText(comment.body)).toHaveCount(0);
  }

  /** Under the removal note, the statement of reasons the blog was sent (decision 0182). */
  async expectStatement(comment: BlogComment, parts: readonly string[]): Promise<void> {
    const statement = this.page
      .locator(`[id="${comment.id}"]`)
      .getByLabel('Why this comment was removed');
    for (const part of parts) await expect(statement).toContainText(part);
    await expect(statement.getByRole('link', { name: 'appeal this decision' })).toBeVisible();
  }

  /**
   * The author follows the statement's link and appeals with `text`; the blog answers with
   * the post, where the removal note now says the appeal was sent (decision 0185).
   */
  async appeal(comment: BlogComment, text: string): Promise<void> {
    await this.page.goto(comment.postUrl);
    await this.page
      .locator(`[id="${comment.id}"]`)
      .getByRole('link', { name: 'appeal this decision' })
      .click();
    await this.page.getByLabel(BLOG_APPEAL.field, { exact: true }).fill(text);
    await this.page.getByRole('button', { name: BLOG_APPEAL.submit }).click();
    await expect(this.page.locator(`[id="${comment.id}"]`).getByRole('status')).toHaveText(
      BLOG_APPEAL.sent,
    );
  }

  /** Reloads the post's page until the comment is back, marked as published after an appeal. */
  async expectRepublished(comment: BlogComment): Promise<void> {
    await expect
      .poll(
        async () => {
          await this.page.goto(comment.postUrl);
          return this.commentArticle(comment.author).count();
        },
        { message: `${comment.author}'s comment back on the blog`, timeout: NOTICE_TIMEOUT_MS },
      )
      .toBe(1);
    const article = this.commentArticle(comment.author);
    await expect(article).toContainText(comment.body);
    await expect(article).toContainText(BLOG_APPEAL.republished);
  }

  /** The comment is still on the post's page, with its text. */
  async expectShown(comment: BlogComment): Promise<void> {
    await this.page.goto(comment.postUrl);
    await expect(this.commentArticle(comment.author)).toContainText(comment.body);
  }
}
