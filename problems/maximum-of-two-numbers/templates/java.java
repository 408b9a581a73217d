import java.util.Scanner;

public class Main {
    static long maximum(long a, long b) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        long a = scanner.nextLong();
        long b = scanner.nextLong();
        System.out.println(maximum(a, b));
    }
}
