// The partner's own script: reads the session after a reload, follows every change, signs out.
const who = document.getElementById('who');
const signIn = document.getElementById('sign-in');
const pay = document.getElementById('pay');

const show = (user) => {
  who.textContent = user ? `Signed in as ${user.firstName}` : 'Signed out';
  signIn.hidden = Boolean(user);
  pay.hidden = !user;
};

document.addEventListener('owo-session-change', (event) => show(event.detail.user));
document.addEventListener('owo-navigate', (event) => event.preventDefault()); // route it yourself
document.getElementById('sign-out').addEventListener('click', () => Owo.session.signOut());
await customElements.whenDefined('owo-login');
show(await Owo.session.getUser()); // after a reload: asks the API, renewing the session if needed
