import { Children, Fragment, type ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import type { ArticleSummary } from "~/content/compile";
import { cn } from "~/lib/cn";
import { artSmallSrc, SCENE_SMALL_SIZE } from "~/lib/media";
import { Card } from "../ui/card";
import { Picture } from "../ui/picture";
import { ArrowLink } from "../ui/arrow-link";
import { fillIn } from "~/content/fill-in";
import { articleTexts } from "~/content/ui";

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

interface ArticleCardProps extends ComponentProps<"article"> {
  article: ArticleSummary;
  /** Where the category label links (spec: the home teasers' category goes to /insights). */
  categoryHref?: string;
}

/** An insights teaser: illustration (or the uploaded photo), category, date, title, description and a Read link. */
export function ArticleCard({ article, categoryHref, className, ...props }: ArticleCardProps) {
  return (
    <Card
      as="article"
      interactive
      className={cn("group flex h-full flex-col overflow-hidden", className)}
      {...props}
    >
      <div className="on-dark shrink-0 bg-linear-to-br from-ink to-navy-700">
        {article.picture ? (
          <Picture
            image={{ ...article.picture, alt: "" }}
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            imgClassName="aspect-[4/3] h-auto w-full object-cover"
          />
        ) : (
          <img
            src={artSmallSrc(article.image)}
            alt=""
            width={SCENE_SMALL_SIZE.width}
            height={SCENE_SMALL_SIZE.height}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-7">
        <MetaLine className="text-sm text-muted">
          {categoryHref ? (
            <Link to={categoryHref} className="font-bold text-teal uppercase hover:underline">
              {article.category}
            </Link>
          ) : (
            <span className="font-bold text-teal uppercase">{article.category}</span>
          )}
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span>{fillIn(articleTexts.minRead, { minutes: article.readingMinutes })}</span>
        </MetaLine>
        <h3 className="mt-3 line-clamp-3 text-xl font-bold text-ink">{article.title}</h3>
        <p className="mt-3 line-clamp-3 flex-1 leading-7 text-muted">{article.description}</p>
        <ArrowLink to={article.path} className="mt-6">
          {articleTexts.readArticle}
          <span className="sr-only">: {article.title}</span>
        </ArrowLink>
      </div>
    </Card>
  );
}

/**
 * A line of article facts (category, author, date, reading time) with a visible middle dot
 * between them, so they never read, or get indexed for search, as one run of text.
 */
export function MetaLine({ children, className, ...props }: ComponentProps<"p">) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)} {...props}>
      {Children.toArray(children).map((item, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            // The dot travels with the item after it, so a wrapped line never ends on a dot.
            <span className="inline-flex items-center gap-x-2 whitespace-nowrap">
              <span aria-hidden="true"> · </span>
              {item}
            </span>
          ) : (
            item
          )}
        </Fragment>
      ))}
    </p>
  );
}
