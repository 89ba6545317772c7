/**
 * A link that opens in a new tab (a verification link, a stored PDF) and says so to screen
 * readers, after `what` it opens when the visible text alone does not name it ("Verify").
 */
export function NewTabLink({
  href,
  what,
  className,
  children,
}: {
  href: string;
  what?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{`${what ? ` ${what}` : ""} (opens in a new tab)`}</span>
    </a>
  );
}
