import { Link } from 'react-router';
import { Bot, FileText, Search, Brain, Users, BarChart3 } from 'lucide-react';
import { PLAN_LIST } from '@app/shared/plans';
import { marketingText } from '@app/shared/i18n/marketing';
import { buttonClasses } from '../../../components/ui/button';
import { PlanCard } from '../components/plan-card';

const featureIcons = [Bot, FileText, Search, Brain, Users, BarChart3];

export function LandingPage() {
  const t = marketingText;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">{t.hero.badge}</p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t.hero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{t.hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/auth/register" className={buttonClasses('primary', 'lg')}>
              {t.hero.primary}
            </Link>
            <Link to="/#features" className={buttonClasses('outline', 'lg')}>
              {t.hero.secondary}
            </Link>
          </div>
        </div>
      </section>

      <section id="features" className="scroll-mt-20 px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold text-slate-900">{t.features.title}</h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {t.features.items.map((item, i) => {
              const Icon = featureIcons[i] ?? Bot;
              return (
                <div key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-2 text-slate-700">{item.text}</p>
                </div>
              );
            })}
          </div>
        </div>
      </section>

      <section id="pricing" className="scroll-mt-20 bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold text-slate-900">{t.plans.title}</h2>
          <div className="mt-12 grid gap-8 md:grid-cols-3">
            {PLAN_LIST.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  <Link to="/pricing" className={buttonClasses(plan.featured ? 'primary' : 'outline', 'md', 'w-full')}>
                    {t.plans.learnMore}
                  </Link>
                }
              />
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 py-16 text-center">
        <Link to="/auth/register" className={buttonClasses('primary', 'lg')}>
          {t.hero.build}
        </Link>
      </section>
    </>
  );
}
