import { Link } from 'react-router';

/** A friendly dead end for an unknown article or video id, with the way back to the list. */
export function ContentNotFound({
  heading,
  body,
  backLabel,
  backTo,
}: {
  heading: string;
  body: string;
  backLabel: string;
  backTo: string;
}) {
  return (
    <section className="card blogs__missing" aria-labelledby="blogs-missing-heading">
      <h2 id="blogs-missing-heading">{heading}</h2>
      <p>{body}</p>
      <Link className="button button--primary" to={backTo} replace>
        {backLabel}
      </Link>
    </section>
  );
}
