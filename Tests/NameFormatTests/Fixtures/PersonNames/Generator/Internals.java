// How both person-name golden generators reach ICU4J's person-name internals (com.ibm.icu.impl.personname) by
// reflection: the jar is on the class path (an unnamed module), so setAccessible works.

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

final class Internals {

    private Internals() {}

    static Field field(Class<?> owner, String name) throws NoSuchFieldException {
        Field f = owner.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    static Method method(Class<?> owner, String name, Class<?>... parameters) throws NoSuchMethodException {
        Method m = owner.getDeclaredMethod(name, parameters);
        m.setAccessible(true);
        return m;
    }

    /** Calls an ICU4J method, rethrowing what it throws as itself. */
    static Object call(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static Object get(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
