import { NewsletterSignup } from '@/components/forms/newsletter-signup.client'

/** The home page's newsletter signup, on the theme's secondary colour, with staff's promise. */
export const NewsletterBand = ({ promise }: { promise: string }) => (
  <section aria-labelledby="newsletter-heading" className="bg-secondary py-12 text-white">
    <div className="mx-auto flex max-w-6xl flex-col items-center px-4 gap-6 text-center">
      <div>
        <h2 id="newsletter-heading" className="text-2xl font-bold">
          Stay Connected
        </h2>
        <p className="mt-2 text-slate-100">{promise}</p>
      </div>
      <NewsletterSignup id="home-newsletter" tone="dark" />
    </div>
  </section>
)
