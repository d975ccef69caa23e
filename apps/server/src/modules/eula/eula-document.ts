/**
 * The End User License Agreement of the Vigil service, as shipped with this release.
 *
 * Change EULA_VERSION whenever the text changes in substance: acceptance is recorded per
 * version, and everyone who accepted an older one is asked again at their next sign-in.
 * The HTML is sanitised again before it is served (eula.service.ts), so a careless edit here
 * cannot put a script into the console.
 */
export const EULA_VERSION = '2026-11-21';

export const EULA_SOURCE_HTML = `
<h1>Vigil End User License Agreement</h1>
<p><em>Version ${EULA_VERSION}</em></p>

<p>This End User License Agreement (the "Agreement") governs your use of the Vigil content-moderation
service, its web console, its plugin and console APIs and the plugins we publish for website
platforms (together, the "Service"). It is an agreement between you and the organisation that
operates this Vigil installation (the "Provider"). If you use the Service on behalf of an
organisation (the "Customer"), you confirm that you may accept this Agreement for it.</p>

<p>Please read it carefully. By selecting <strong>Accept</strong> you agree to it. If you do not
agree, select <strong>Decline</strong>: you will be signed out and may not use the Service.</p>

<h2>1. What the Service does</h2>
<p>The Service lets the Customer connect websites ("Domains"), attach scanners and extractors that
examine content published on those Domains (text, images, video and audio), flag that content
according to thresholds the Customer chooses, and let the Customer's moderators review flagged
content, approve it or unpublish it. Automated scanners give probabilistic results: they can miss
harmful content and can flag harmless content. The Customer remains responsible for the moderation
decisions taken on its Domains, including those the Service takes automatically under the
Customer's settings.</p>

<h2>2. Licence</h2>
<p>Subject to this Agreement and to the Customer's subscription, the Provider grants you a
non-exclusive, non-transferable, revocable licence to use the Service for the Customer's internal
business purposes during the subscription term. The plugins may be installed on Domains the
Customer controls, only to connect them to the Service.</p>

<h2>3. Your account</h2>
<ul>
  <li>Your account is personal. Do not share your password, one-time codes or recovery codes, and
  keep your recovery codes somewhere safe.</li>
  <li>Tell your administrator or the Provider at once if you suspect that someone else has used
  your account.</li>
  <li>Your organisation's administrators may add, change and remove users, and may require
  two-factor authentication.</li>
</ul>

<h2>4. Acceptable use</h2>
<p>You will not:</p>
<ul>
  <li>use the Service to break the law or to infringe anyone's rights, including privacy and
  data-protection rights;</li>
  <li>try to reach data of another customer, probe or break the Service's security, or get around
  its limits (such as moderation time limits or rate limits);</li>
  <li>copy, resell or make the Service available to third parties, or reverse engineer it except
  where the law allows it despite this restriction;</li>
  <li>send content to the Service that you have no right to process, or use content you see while
  moderating for any purpose other than moderation.</li>
</ul>

<h2>5. Content and moderation wellbeing</h2>
<p>Content under review may be offensive or distressing. The Service hides previews by default and
enforces breaks after a configured amount of active moderation time; do not try to bypass these
protections. Content submitted for moderation remains the property of the Customer or its
owners. The Provider processes it only to provide the Service, as described in the Customer's
agreement and data-processing terms.</p>

<h2>6. Personal data</h2>
<p>The Provider processes your name, email address, sign-in records and your moderation activity to
run and secure the Service, and to produce the statistics and transparency reports shown to your
organisation. Passwords are stored only as salted hashes; two-factor secrets are encrypted at rest.
Further detail is in the privacy notice of the Provider.</p>

<h2>7. Availability and changes</h2>
<p>The Provider aims to keep the Service available and may change, improve or withdraw features.
When this Agreement changes in substance, the new version is shown to you at sign-in and you will
be asked to accept it before you continue.</p>

<h2>8. Suspension and termination</h2>
<p>Your access ends when the Customer's subscription ends or when an administrator removes your
account. The Provider may suspend access that breaks this Agreement or endangers the Service or
other customers. Sections 4, 9 and 10 survive termination.</p>

<h2>9. Warranties and liability</h2>
<p>Except as expressly agreed in the Customer's agreement with the Provider, the Service is provided
"as is" and "as available", without warranty that it will detect all content of any kind. To the
extent the law allows, the Provider is not liable for indirect or consequential loss, or for loss
arising from moderation decisions made by the Customer or by the Service under the Customer's
settings. Nothing in this Agreement limits liability that cannot be limited by law.</p>

<h2>10. General</h2>
<p>If the Customer has a signed agreement with the Provider, that agreement prevails where it
conflicts with this one. If any part of this Agreement is unenforceable, the rest remains in effect.
Questions about this Agreement can be sent to the Provider's Technical Support.</p>
`;
