import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NewTabLink } from "~/components/new-tab-link";
import { listCertificates } from "~/models/certificate.server";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    matches,
    "Certification",
    "Quality, environmental and product approvals held by {brand}, with links to verify them.",
    location,
  );

export async function loader() {
  return { certificates: listCertificates() };
}

/**
 * Certificates in the order staff chose: a list of their names (a sidebar from 992 px, above the
 * cards on phones) that links to each card, and the cards headed by their titles.
 */
export default function Certification() {
  const { certificates } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <header className="page-head">
        <h1>Certification</h1>
        <p>Our approvals and declarations. Use Verify to check each one at its source.</p>
      </header>
      {certificates.length === 0 ? (
        <p className="empty-state">No certificates to show yet.</p>
      ) : (
        <div className="certificates">
          <nav className="certificates__index" aria-labelledby="certificates-index">
            <h2 id="certificates-index">Our certificates</h2>
            <ul>
              {certificates.map((c) => (
                <li key={c.id}>
                  <a href={`#certificate-${c.id}`}>{c.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="card-grid">
            {certificates.map((c) => {
              const verify = c.url || c.file;
              return (
                <li key={c.id} id={`certificate-${c.id}`} className="info-card">
                  {c.image && (
                    <img
                      className="info-card__certificate"
                      src={c.image}
                      alt={`${c.title} certificate`}
                      width={400}
                      height={400}
                      loading="lazy"
                    />
                  )}
                  <div className="info-card__body">
                    <h2>{c.title}</h2>
                    <p>{c.description}</p>
                    {verify && (
                      <NewTabLink
                        className="btn btn--outline btn--small"
                        href={verify}
                        what={c.title}
                      >
                        Verify
                      </NewTabLink>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
